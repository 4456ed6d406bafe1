/** Help > Rulebench Help: the documentation with search; Help > Getting Started: a first reading, step by step. */
package org.rulebench.workbench.help;
