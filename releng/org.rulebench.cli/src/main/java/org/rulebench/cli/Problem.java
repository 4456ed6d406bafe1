package org.rulebench.cli;

import java.util.LinkedHashMap;
import java.util.Map;

/** A diagnostic as `rulebench check` prints it: FILE:LINE:COL: error|warning: message [code]. */
record Problem(String file, int line, int column, boolean error, String message, String code) {

	@Override
	public String toString() {
		return file + ":" + line + ":" + column + ": " + (error ? "error" : "warning") + ": " + message
				+ (code == null ? "" : " [" + code + "]");
	}

	Map<String, Object> json() {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("file", file);
		m.put("line", line);
		m.put("column", column);
		m.put("severity", error ? "error" : "warning");
		m.put("message", message);
		m.put("code", code);
		return m;
	}
}
