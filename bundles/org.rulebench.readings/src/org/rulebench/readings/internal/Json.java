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

	public static final Gson GSON = new GsonBuilder().setPrettyPrinting().serializeNulls().disableHtmlEscaping()
			.registerTypeAdapter(Double.class, FINITE_OR_NULL).registerTypeAdapter(double.class, FINITE_OR_NULL).create();

	private Json() {
	}

	/** Maps, lists, strings, numbers, booleans and null as JSON text. */
	public static String write(Object value) {
		return GSON.toJson(value);
	}
}
