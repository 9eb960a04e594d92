/**
 * When we answer a message: one promise, defined once per language and said the same way on the contact page, in
 * its FAQ, in its description and in the contact form's confirmation (issue 44: "the same working day or the next
 * at the latest").
 */
export interface ReplyMessages {
  /** A heading over the promise. */
  title: string;
  /** The promise itself, as a sentence. */
  promise: string;
}
