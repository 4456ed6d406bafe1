/** The race games of the sources as rule sets, each rule with the seed passage it rests on. */
package org.rulebench.engine.games;
