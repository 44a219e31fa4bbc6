import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Log } from '#server/lib/logger';
import type { Config } from '#server/config';
import { emails } from '#server/lib/metrics';
import { DATA_DIR_OWN } from '#server/lib/data-dir';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each message is written as an .eml
 * file to DATA_DIR/outbox and logged, so a local install can read its codes.
 */
export function createMailer(config: Config, log: Log): Mailer {
  return counted(transportOf(config, log));
}

/** Mails sent and failed are counted (atrium_emails_total{result}), whatever the transport. */
function counted(mailer: Mailer): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
        emails.inc({ result: 'sent' });
      } catch (err) {
        emails.inc({ result: 'failed' });
        throw err;
      }
    },
    close: () => mailer.close(),
  };
}

function transportOf(config: Config, log: Log): Mailer {
  if (config.smtp) {
    const transport = nodemailer.createTransport(config.smtp.url);
    const from = config.smtp.from;
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, DATA_DIR_OWN.outbox);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: 'Atrium <no-reply@localhost>', ...message });
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      await fs.writeFile(path.join(outbox, name), info.message as Buffer);
      log.info(
        { to: message.to, subject: message.subject, text: message.text, file: name },
        'mail written to the outbox',
      );
    },
    close: () => transport.close(),
  };
}
