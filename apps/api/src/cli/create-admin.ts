/**
 * `npm run create-admin -- --email E --name N --password P`: adds an admin to the database
 * the server uses (the same DATA_DIR / DATABASE_URL settings, migrations run first). In a
 * terminal, whatever is missing is asked for (the password without echo); without one,
 * missing values are an error. Exits 1 on any failure, e.g. an e-mail already taken.
 *
 * With the embedded database only one process may open the data folder: when a server owns
 * it, the admin is made by that server through its local control socket
 * (lib/control-channel.ts), so nothing needs stopping.
 */
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { type CreateAdminInput, createAdminSchema, translate } from '@madrasa/contracts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { callControl, readJson } from '../lib/control-channel.ts';
import { createAdmin } from '../modules/admin/auth/admin-accounts.ts';
import { runCommand, UsageError } from './run-command.ts';

const USAGE = 'Usage: npm run create-admin -- --email <email> --name <name> --password <password>';
const FIELDS = ['email', 'name', 'password'] as const;
type Field = (typeof FIELDS)[number];

function readArgs(): Partial<Record<Field, string>> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(`${USAGE}\nMissing values are asked for when run in a terminal.`);
    process.exit(0);
  }
  return values;
}

/** Asks in the terminal; `hidden` answers are not echoed (the password). */
async function ask(question: string, hidden: boolean): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) stdout.write(chunk, encoding);
      done();
    },
  });
  const rl = createInterface({ input: stdin, output, terminal: true });
  try {
    const answer = rl.question(question);
    muted = hidden;
    return await answer;
  } finally {
    rl.close();
    if (hidden) stdout.write('\n');
  }
}

async function collect(given: Partial<Record<Field, string>>): Promise<CreateAdminInput> {
  const missing = FIELDS.filter((field) => !given[field]);
  if (missing.length > 0 && !stdin.isTTY) {
    throw new UsageError(
      `Missing ${missing.map((field) => `--${field}`).join(', ')} (no terminal to ask in).\n${USAGE}`,
    );
  }
  const values = { ...given };
  for (const field of missing) {
    values[field] = await ask(
      `${field[0]?.toUpperCase()}${field.slice(1)}: `,
      field === 'password',
    );
  }
  return { email: values.email ?? '', name: values.name ?? '', password: values.password ?? '' };
}

function validate(input: CreateAdminInput): CreateAdminInput {
  const result = createAdminSchema.safeParse(input);
  if (result.success) return input;
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.')}: ${translate('en', issue.message)}`,
  );
  throw new UsageError(`Invalid admin details:\n${lines.join('\n')}`);
}

async function main(): Promise<void> {
  const input = validate(await collect(readArgs()));
  const config = loadConfig(process.env);
  const admin = (await createThroughServer(config.dataDir, input)) ?? (await createHere(input));
  console.log(`Admin created: ${admin.name} <${admin.email}> (id ${admin.id}).`);
}

type CreatedAdmin = { id: number; name: string; email: string };

/** Through the server that owns the embedded database, if one runs; null otherwise. */
async function createThroughServer(
  dataDir: string,
  input: CreateAdminInput,
): Promise<CreatedAdmin | null> {
  if (process.env.DATABASE_URL) return null;
  const response = await callControl(dataDir, { method: 'POST', path: '/admins' }, input);
  if (!response) return null;
  const body = (await readJson(response)) as {
    admin?: CreatedAdmin;
    message?: string;
    errors?: string[];
  };
  if (response.statusCode === 201 && body.admin) return body.admin;
  throw new UsageError([body.message, ...(body.errors ?? []).map((e) => `  ${e}`)].join('\n'));
}

async function createHere(input: CreateAdminInput): Promise<CreatedAdmin> {
  const database = await openDatabase(loadConfig(process.env));
  try {
    return await createAdmin(database.db, input);
  } finally {
    await database.close();
  }
}

runCommand(main, USAGE);
