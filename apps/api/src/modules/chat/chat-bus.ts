import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { ChatEvent } from '@madrasa/contracts';
import type { FastifyInstance } from 'fastify';
import { connectRedis } from '../../lib/redis.ts';

/**
 * How a room's events reach every instance's sockets. Each event carries its class id;
 * `publish` hands it to this instance's listener at once and to the others through the
 * transport. Lost events (a Redis blip) are caught up by the client over HTTP (`after`).
 */
export type ChatBus = {
  publish: (event: ChatEvent) => Promise<void>;
  onEvent: (listener: (event: ChatEvent) => void) => void;
};

/** The embedded default: one process, so an EventEmitter is the whole transport. */
export function inProcessBus(): ChatBus {
  const emitter = new EventEmitter();
  return {
    publish: async (event) => {
      emitter.emit('event', event);
    },
    onEvent: (listener) => emitter.on('event', listener),
  };
}

/**
 * Redis pub/sub, one channel for every room (REDIS_URL): the same publisher/subscriber pair
 * the public cache uses, told apart from other installations by REDIS_PREFIX.
 */
export async function redisBus(
  app: FastifyInstance,
  redis: { url: string; prefix: string },
): Promise<ChatBus> {
  const channel = `${redis.prefix}chat`;
  const instance = randomUUID();
  const local = inProcessBus();
  const publisher = await connectRedis(app, { url: redis.url, name: `${channel}:pub` });
  const subscriber = await connectRedis(app, { url: redis.url, name: `${channel}:sub` });
  await subscriber.subscribe(channel);
  subscriber.on('message', (_channel, raw: string) => {
    const { from, event } = JSON.parse(raw) as { from: string; event: ChatEvent };
    if (from !== instance) void local.publish(event);
  });
  return {
    publish: async (event) => {
      await local.publish(event);
      await publisher.publish(channel, JSON.stringify({ from: instance, event })).catch((error) => {
        app.log.error({ err: error }, 'could not pass a chat event to the other instances');
      });
    },
    onEvent: local.onEvent,
  };
}
