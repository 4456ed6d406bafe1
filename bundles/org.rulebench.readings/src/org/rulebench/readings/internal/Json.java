package org.rulebench.readings.internal;

import java.io.IOException;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;

/**
 * The reports' JSON, written by Gson: indented, nulls kept (an absent side of a diff is {@code null}), and a figure
 * that is not a number (a rate of no games) written as {@code null}, since JSON has no NaN.
 */
public final class Json {
	private static final TypeAdapter<Double> FINITE_OR_NULL = new TypeAdapter<>() {
		@Override
		public void write(JsonWriter out, Double d) throws IOException {
			if (d == null || !Double.isFinite(d)) {
				out.nullValue();
			} else {
				out.value(d);
			}
		}

		@Override
		public Double read(JsonReader in) throws IOException {
			return in.nextDouble();
		}
	};

	public static final Gson GSON = builder().setPrettyPrinting().create();
	private static final Gson LINE = builder().create();

	private Json() {
	}

	private static GsonBuilder builder() {
		return new GsonBuilder().serializeNulls().disableHtmlEscaping().registerTypeAdapter(Double.class, FINITE_OR_NULL)
				.registerTypeAdapter(double.class, FINITE_OR_NULL);
	}

	/** Maps, lists, strings, numbers, booleans and null as indented JSON text. */
	public static String write(Object value) {
		return GSON.toJson(value);
	}

	/** The same on one line: for JSON Lines, one record per line. */
	public static String line(Object value) {
		return LINE.toJson(value);
	}
}
