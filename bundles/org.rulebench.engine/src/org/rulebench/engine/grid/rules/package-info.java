/** The rules of a grid game as data: piece kinds from Betza descriptions, zones, promotion, check and game ends. */
package org.rulebench.engine.grid.rules;
