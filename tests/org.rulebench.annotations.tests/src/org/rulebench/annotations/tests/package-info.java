/** Fixtures for the annotation tests. */
package org.rulebench.annotations.tests;
