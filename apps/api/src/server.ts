import type { AddressInfo } from 'node:net';
import { startProcess } from './start-process.ts';

const { app, config } = await startProcess();
await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as AddressInfo;
console.log(`Madrasa is running at http://localhost:${port}`);
