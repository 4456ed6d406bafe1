/** Tests of the parts of race rules: held pieces, constraints and their guards. */
package org.rulebench.engine.parts;
