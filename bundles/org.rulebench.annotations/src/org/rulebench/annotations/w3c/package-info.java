/** Annotations as W3C Web Annotation JSON-LD, in and out: single annotations, arrays, collections and pages. */
package org.rulebench.annotations.w3c;
