/** Whether a readings workspace's repository is whole: what a disk, a crash or another tool damaged, and what to do. */
package org.rulebench.readings.health;
