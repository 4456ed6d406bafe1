/** Card readings (Pok Deng): their claims compiled into the engine's card rules. */
package org.rulebench.reading.cards;
