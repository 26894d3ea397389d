export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. `List-Unsubscribe` (RFC 8058). */
  headers?: Record<string, string>;
};

/** Anything that delivers a message; services depend on this, never on a transport. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
  /** Releases connections; called when the app closes. */
  close(): Promise<void>;
}
