/** Grid readings (xiangqi, makruk, dark xiangqi): their claims compiled into the engine's grid rules and Betza pieces. */
package org.rulebench.reading.grid;
