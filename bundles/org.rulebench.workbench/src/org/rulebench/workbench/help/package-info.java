/** The docs as a book of Eclipse help (Help > Help Contents, Search); Help > Getting Started: a first reading, step by step. */
package org.rulebench.workbench.help;
