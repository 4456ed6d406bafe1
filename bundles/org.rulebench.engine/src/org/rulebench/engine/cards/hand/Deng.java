package org.rulebench.engine.cards.hand;

/** Why a hand is a deng (เด้ง), if it is. */
public enum Deng {
	NONE("no deng"), PAIR("two of a rank"), SUITED("two of a suit"), THREE_SUITED("three of a suit"), RUN("run"),
	COURTS("three court cards"), TRIPS("three of a kind");

	private final String words;

	Deng(String words) {
		this.words = words;
	}

	public String words() {
		return words;
	}
}
