import { describe, expect, it } from "vitest";
import { bookAgainRef, verifyBookAgainRef, BOOK_AGAIN_MINUTES } from "./book-again";

const secret = "test-secret-of-enough-length-for-hmac";

describe("book-again reference", () => {
  it("names the private link until it expires, signed with the secret", () => {
    const now = new Date("2027-01-01T12:00:00Z");
    const ref = bookAgainRef("cbooking123456789", now, secret);
    expect(ref).not.toContain("cbooking");
    expect(verifyBookAgainRef(ref, now, secret)).toBe("cbooking123456789");
    expect(verifyBookAgainRef(ref, new Date(now.getTime() + (BOOK_AGAIN_MINUTES - 1) * 60_000), secret)).toBe("cbooking123456789");
    expect(verifyBookAgainRef(ref, new Date(now.getTime() + (BOOK_AGAIN_MINUTES + 1) * 60_000), secret)).toBeNull();
    expect(verifyBookAgainRef(ref, now, "another-secret-of-enough-length")).toBeNull();
  });

  it("refuses a tampered or malformed reference", () => {
    const now = new Date("2027-01-01T12:00:00Z");
    const ref = bookAgainRef("cbooking123456789", now, secret);
    const [payload, sig] = ref.split(".");
    const other = Buffer.from(`cother${Buffer.from(payload, "base64url").toString().slice(6)}`).toString("base64url");
    expect(verifyBookAgainRef(`${other}.${sig}`, now, secret)).toBeNull();
    expect(verifyBookAgainRef("nonsense", now, secret)).toBeNull();
    expect(verifyBookAgainRef(`${payload}.${"A".repeat(43)}`, now, secret)).toBeNull();
  });
});
