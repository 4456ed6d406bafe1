package org.rulebench.publish;

/**
 * Why a reading cannot be published as asked, in words that name what to fix (the file, the source, the player); no
 * document is left behind when one is thrown.
 */
public final class PublishProblem extends RuntimeException {
	private static final long serialVersionUID = 1L;

	public PublishProblem(String message) {
		super(message);
	}

	public PublishProblem(String message, Throwable cause) {
		super(message, cause);
	}
}
