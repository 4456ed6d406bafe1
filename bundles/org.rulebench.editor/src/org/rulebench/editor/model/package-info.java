/** A reading parsed together with the other readings of its workspace project, so that `extends` resolves. */
package org.rulebench.editor.model;
