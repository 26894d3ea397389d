import { type Language, type StudentDataExport, usernameOf } from '@madrasa/contracts';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import { renderExportHtml } from './export-html.ts';
import { type ReadProgressSummary, readStudentExport } from './read-student-export.ts';

type ExportOptions = {
  reply: FastifyReply;
  studentId: number;
  readProgressSummary: ReadProgressSummary;
};

/**
 * Reads a student's export and marks the reply as its download: never cached anywhere (it
 * is personal), saved under the student's username.
 */
async function download(
  db: Database,
  options: ExportOptions & { extension: string },
): Promise<StudentDataExport> {
  const { reply, studentId, readProgressSummary, extension } = options;
  const data = await readStudentExport(db, { studentId, readProgressSummary });
  const name = usernameOf({ role: 'student', firstName: data.student.first_name, id: studentId });
  // A header holds ASCII only; an Arabic first name leaves the prefix and the id.
  const file = `madrasa-${name.replace(/[^\w-]/g, '')}.${extension}`;
  reply.header('cache-control', 'no-store');
  reply.header('content-disposition', `attachment; filename="${file}"`);
  return data;
}

/** The JSON export: the usual envelope, as a file. */
export async function sendJsonExport(db: Database, options: ExportOptions) {
  return {
    status: 'success' as const,
    data: await download(db, { ...options, extension: 'json' }),
  };
}

/**
 * The readable export: one HTML page that may load nothing and run nothing, even opened
 * from the browser's downloads.
 */
export async function sendHtmlExport(
  db: Database,
  options: ExportOptions & { language: Language },
): Promise<string> {
  const data = await download(db, { ...options, extension: 'html' });
  options.reply
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type('text/html; charset=utf-8');
  return renderExportHtml(data, options.language);
}
