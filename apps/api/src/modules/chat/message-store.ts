import { CHAT_LIMITS, type ChatMessage, truncate } from '@madrasa/contracts';
import { and, asc, desc, eq, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { chatMessages, students, teachers } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

export type Author = { role: 'student' | 'teacher'; id: number };

export const messageNotFound = () => new AppError(404, 'not_found', 'chat.message_not_found');

const reply = alias(chatMessages, 'reply');
const replyStudent = alias(students, 'reply_student');
const replyTeacher = alias(teachers, 'reply_teacher');

const columns = {
  message: chatMessages,
  student_first: students.first_name,
  student_last: students.last_name,
  teacher_first: teachers.first_name,
  teacher_last: teachers.last_name,
  reply_id: reply.id,
  reply_body: reply.body,
  reply_deleted: reply.deleted_at,
  reply_first: sql<string | null>`coalesce(${replyStudent.first_name}, ${replyTeacher.first_name})`,
};

/** Messages with their authors and what they reply to, as the room shows them. */
function selectMessages(db: Database) {
  return db
    .select(columns)
    .from(chatMessages)
    .leftJoin(students, eq(students.id, chatMessages.author_student_id))
    .leftJoin(teachers, eq(teachers.id, chatMessages.author_teacher_id))
    .leftJoin(reply, eq(reply.id, chatMessages.reply_to_id))
    .leftJoin(replyStudent, eq(replyStudent.id, reply.author_student_id))
    .leftJoin(replyTeacher, eq(replyTeacher.id, reply.author_teacher_id));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectMessages>['where']>>[number];

function toMessage(row: Row): ChatMessage {
  const { message } = row;
  const deleted = message.deleted_at !== null;
  const student = message.author_student_id !== null;
  return {
    id: message.id,
    class_id: message.class_id,
    author: {
      id: (student ? message.author_student_id : message.author_teacher_id) ?? 0,
      role: student ? 'student' : 'teacher',
      first_name: (student ? row.student_first : row.teacher_first) ?? '',
      last_name: (student ? row.student_last : row.teacher_last) ?? '',
    },
    body: deleted ? null : message.body,
    reply_to:
      row.reply_id === null
        ? null
        : {
            id: row.reply_id,
            author_first_name: row.reply_first ?? '',
            excerpt:
              row.reply_deleted || row.reply_body === null
                ? null
                : truncate(row.reply_body, CHAT_LIMITS.excerpt),
          },
    created_at: message.created_at.toISOString(),
    deleted,
    deleted_by: message.deleted_by,
  };
}

export async function readMessage(db: Database, classId: number, id: number) {
  const [row] = await selectMessages(db).where(
    and(eq(chatMessages.class_id, classId), eq(chatMessages.id, id)),
  );
  if (!row) throw messageNotFound();
  return toMessage(row);
}

/**
 * A page of a room, oldest first: the newest `limit` without a cursor, those before
 * `before` (history), or up to CHAT_LIMITS.catchUp after `after` (a reconnect's catch-up).
 */
export async function listMessages(
  db: Database,
  classId: number,
  { after, before, limit }: { after?: number; before?: number; limit?: number },
) {
  const forward = after !== undefined;
  const size = limit ?? (forward ? CHAT_LIMITS.catchUp : CHAT_LIMITS.page);
  const where: SQL[] = [eq(chatMessages.class_id, classId)];
  if (forward) where.push(gt(chatMessages.id, after));
  if (before !== undefined) where.push(lt(chatMessages.id, before));
  const rows = await selectMessages(db)
    .where(and(...where))
    .orderBy(forward ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(size + 1);
  const page = rows.slice(0, size).map(toMessage);
  return { data: forward ? page : page.reverse(), has_more: rows.length > size };
}

const authorIs = (author: Author) =>
  author.role === 'student'
    ? eq(chatMessages.author_student_id, author.id)
    : eq(chatMessages.author_teacher_id, author.id);

/** Whether the author sent this very text to the room within CHAT_LIMITS.repeatSeconds. */
export async function sentJustNow(
  db: Database,
  { classId, author, body, now }: { classId: number; author: Author; body: string; now: Date },
) {
  const since = new Date(now.getTime() - CHAT_LIMITS.repeatSeconds * 1000);
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        authorIs(author),
        eq(chatMessages.class_id, classId),
        gte(chatMessages.created_at, since),
        eq(chatMessages.body, body),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertMessage(
  db: Database,
  input: { classId: number; author: Author; body: string; replyTo: number | null },
): Promise<ChatMessage> {
  const { classId, author, body, replyTo } = input;
  if (replyTo !== null) {
    const [target] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.id, replyTo),
          eq(chatMessages.class_id, classId),
          sql`${chatMessages.deleted_at} IS NULL`,
        ),
      );
    if (!target) {
      throw new AppError(
        422,
        'validation_failed',
        'chat.reply_not_found',
        {},
        {
          reply_to: ['chat.reply_not_found'],
        },
      );
    }
  }
  const [row] = await db
    .insert(chatMessages)
    .values({
      class_id: classId,
      author_student_id: author.role === 'student' ? author.id : null,
      author_teacher_id: author.role === 'teacher' ? author.id : null,
      body,
      reply_to_id: replyTo,
    })
    .returning({ id: chatMessages.id });
  if (!row) throw new Error('chat message not stored');
  return readMessage(db, classId, row.id);
}

/**
 * Deletes a message in its place (its text erased): the class's teacher any, an author
 * their own. Deleting one already deleted changes nothing.
 */
export async function deleteMessage(
  db: Database,
  { classId, id, by }: { classId: number; id: number; by: Author & { isTeacher: boolean } },
) {
  const [row] = await db
    .select({
      student: chatMessages.author_student_id,
      teacher: chatMessages.author_teacher_id,
      deleted_at: chatMessages.deleted_at,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.class_id, classId), eq(chatMessages.id, id)));
  if (!row) throw messageNotFound();
  const own = by.role === 'student' ? row.student === by.id : row.teacher === by.id;
  if (!own && !by.isTeacher) throw new AppError(403, 'forbidden', 'chat.not_your_message');
  if (row.deleted_at) return false;
  await db
    .update(chatMessages)
    .set({ body: '', deleted_at: new Date(), deleted_by: own ? 'author' : 'teacher' })
    .where(eq(chatMessages.id, id));
  return true;
}

/** Deletes the messages older than the retention; returns how many went. */
export async function pruneChatMessages(
  db: Database,
  { days, now = new Date() }: { days: number; now?: Date },
) {
  const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(chatMessages)
    .where(lt(chatMessages.created_at, before))
    .returning({ id: chatMessages.id });
  return gone.length;
}
