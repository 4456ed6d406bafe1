/** Sources: the works readings cite, their witnesses and passages (the EMF model is in {@code .model}). */
package org.rulebench.sources;
