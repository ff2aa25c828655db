// The simulated Bacs bureau as a process of its own (README.md beside this file). It prints
// one line, `{"url":"http://127.0.0.1:NNNN"}`, once it listens, and ends when its stdin closes: the server
// that spawned it holds the other end, so the bureau never outlives it, even one killed with SIGKILL.
import { startSimulatedBureau } from './simulated-bureau-server';

const bureau = await startSimulatedBureau({
  host: process.env.HOST || '127.0.0.1',
  port: Number(process.env.PORT || 0),
});

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  // Bounded: a caller's connection that will not close must not keep the process.
  setTimeout(() => process.exit(code), 2000).unref();
  void bureau.close().then(() => process.exit(code));
};
process.stdin.on('end', () => stop(0));
process.stdin.on('close', () => stop(0));
process.stdin.on('error', () => stop(0));
process.stdin.resume();
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
// Last: whoever reads this line may stop the process at once, and every way of stopping is in place now.
process.stdout.write(`${JSON.stringify({ url: bureau.url })}\n`);
