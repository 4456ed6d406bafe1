package org.rulebench.reading.library;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.rulebench.reading.reading.Claim;
import org.rulebench.reading.reading.Reading;
import org.rulebench.reading.reading.Shorthand;

/**
 * The shipped library of shorthand (library/shorthand.reading): each fixed race sentence defined by the parts it is
 * made of, in the reading language itself. A claim of a reading is matched against the library's sentences word for
 * word, numbers aside, and explained with the reading's numbers in place of the library's.
 */
public final class Shorthands {
	/** Where the library stands among the bundle's classes. */
	public static final String RESOURCE = "/org/rulebench/reading/library/shorthand.reading";

	private final List<Shorthand> entries;

	private Shorthands(List<Shorthand> entries) {
		this.entries = entries;
	}

	/** Reads the library into the resource set (one of the reading language's). */
	public static Shorthands load(ResourceSet set) {
		Resource r = set.createResource(URI.createURI("rulebench-library:/shorthand.reading"));
		try (InputStream in = Shorthands.class.getResourceAsStream(RESOURCE)) {
			if (in == null) {
				throw new IllegalStateException("the shorthand library " + RESOURCE + " is not in the reading bundle");
			}
			r.load(in, Map.of());
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
		if (!r.getErrors().isEmpty()) {
			throw new IllegalStateException("the shorthand library does not parse: " + r.getErrors());
		}
		return new Shorthands(List.copyOf(((Reading) r.getContents().get(0)).getShorthands()));
	}

	public List<Shorthand> entries() {
		return entries;
	}

	/**
	 * The parts the claim is shorthand for, written out with the claim's own numbers ("a side may not move a piece
	 * onto a point when opposing pieces on it >= 2"), each part a line; empty if the claim is a part itself.
	 */
	public List<String> expand(Claim claim) {
		List<String> words = words(claim);
		for (Shorthand s : entries) {
			Map<String, String> numbers = match(words(s.getClaim()), words);
			if (numbers != null) {
				List<String> parts = new ArrayList<>();
				for (Claim part : s.getParts()) {
					List<String> out = new ArrayList<>();
					for (String w : words(part)) {
						out.add(numbers.getOrDefault(w, w));
					}
					parts.add(sentence(out));
				}
				return parts;
			}
		}
		return List.of();
	}

	/** The words of a part as written (no comments or spacing), for matching and printing. */
	public static List<String> words(EObject part) {
		List<String> out = new ArrayList<>();
		INode node = NodeModelUtils.getNode(part);
		if (node == null) {
			return out;
		}
		for (ILeafNode leaf : node.getLeafNodes()) {
			if (!leaf.isHidden()) {
				out.add(leaf.getText());
			}
		}
		return out;
	}

	/** Library number → the claim's number, when the two sentences agree in every other word; else null. */
	private static Map<String, String> match(List<String> pattern, List<String> words) {
		if (pattern.size() != words.size()) {
			return null;
		}
		Map<String, String> numbers = new HashMap<>();
		for (int i = 0; i < pattern.size(); i++) {
			String p = pattern.get(i);
			String w = words.get(i);
			if (p.matches("\\d+") && w.matches("\\d+")) {
				if (numbers.containsKey(p) && !numbers.get(p).equals(w)) {
					return null;
				}
				numbers.put(p, w);
			} else if (!p.equals(w)) {
				return null;
			}
		}
		return numbers;
	}

	/** Words joined as a sentence is written: no space before a comma, a semicolon or a colon, none around a roll's dash. */
	public static String sentence(List<String> words) {
		StringBuilder b = new StringBuilder();
		String previous = "";
		for (String w : words) {
			boolean rollDash = w.equals("-") && previous.matches("\\d+"); // 6-6; a sign keeps its space before: -3
			boolean tight = w.equals(",") || w.equals(";") || w.equals(":") || rollDash || previous.equals("-")
					|| previous.equals("+");
			if (b.length() > 0 && !tight) {
				b.append(' ');
			}
			b.append(w);
			previous = w;
		}
		return b.toString();
	}
}
