/** The rules of a race game: an immutable {@link org.rulebench.engine.rules.RuleSet} and the choices it is made of. */
package org.rulebench.engine.rules;
