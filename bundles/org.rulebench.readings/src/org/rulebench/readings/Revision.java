package org.rulebench.readings;

import java.time.Instant;

import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.revwalk.RevCommit;

/**
 * One commit of the workspace, as a historian reads its history: who, when, why.
 *
 * @param id      the full commit id
 * @param author  the author's name
 * @param email   the author's e-mail address
 * @param when    when it was authored
 * @param message the whole message
 */
public record Revision(String id, String author, String email, Instant when, String message) {

	public static Revision of(RevCommit commit) {
		PersonIdent a = commit.getAuthorIdent();
		return new Revision(commit.getName(), a.getName(), a.getEmailAddress(), a.getWhenAsInstant(), commit.getFullMessage());
	}

	/** The first seven hex digits, as git abbreviates. */
	public String shortId() {
		return id.substring(0, 7);
	}

	/** The message's first line. */
	public String summary() {
		int nl = message.indexOf('\n');
		return (nl < 0 ? message : message.substring(0, nl)).strip();
	}
}
