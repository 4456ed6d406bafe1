package org.rulebench.annotations;

import java.util.Map;

/**
 * Who made an annotation (W3C creator): an IRI (acct:kishi@hypothes.is, a mailto: or ORCID IRI), a name, or both.
 *
 * @param id     the agent's IRI; null if only the name is known
 * @param type   Person, Organization or Software; null if not said
 * @param name   how the agent is named; null if only the IRI is known
 * @param extras properties of an imported agent that the model does not name (nickname, email, homepage...)
 */
public record Author(String id, String type, String name, Map<String, String> extras) {

	public Author {
		if (id == null && name == null) {
			throw new IllegalArgumentException("an author needs an IRI or a name");
		}
		extras = Extras.copy(extras);
	}

	/** A person by name. */
	public static Author named(String name) {
		return new Author(null, "Person", name, Map.of());
	}

	/** Whether a --author filter names this author: its name or IRI, case aside. */
	public boolean matches(String who) {
		return who.equalsIgnoreCase(String.valueOf(name)) || who.equalsIgnoreCase(String.valueOf(id));
	}

	/** The name if there is one, else the IRI. */
	public String label() {
		return name != null ? name : id;
	}
}
