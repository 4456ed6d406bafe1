/** The glossary of a workspace: every term its annotations name, with its glosses and where it occurs. */
package org.rulebench.annotations.glossary;
