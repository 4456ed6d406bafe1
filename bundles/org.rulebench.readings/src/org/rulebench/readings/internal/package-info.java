/** Files written atomically, the embedded examples, JSON, repository trouble put into words: not API. */
package org.rulebench.readings.internal;
