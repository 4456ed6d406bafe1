/** Git work of the views in jobs, and their dialogs. */
package org.rulebench.readings.ui.internal;
