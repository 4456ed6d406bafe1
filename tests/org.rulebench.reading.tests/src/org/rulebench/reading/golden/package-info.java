/** Golden results of every example reading: what its rules compile to and how its seeded games end. */
package org.rulebench.reading.golden;
