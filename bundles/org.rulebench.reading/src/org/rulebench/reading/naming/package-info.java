/** The names readings and their parts are found by. */
package org.rulebench.reading.naming;
