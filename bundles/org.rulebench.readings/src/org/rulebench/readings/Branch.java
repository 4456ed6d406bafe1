package org.rulebench.readings;

/**
 * A branch of the workspace: one line of readings, e.g. a competing reading kept apart from main.
 *
 * @param name    the short name ("main", "kishi-1998")
 * @param current whether the work tree is on it
 * @param head    its newest commit
 */
public record Branch(String name, boolean current, Revision head) {
}
