/** The Rulebench preferences (simulation defaults, the author) and their preference page. */
package org.rulebench.editor.preferences;
