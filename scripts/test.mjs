// `npm test`: every test. Vitest runs projects limited to one file at a time (the browser tests)
// after all the others, one core idle; two processes let the browser tests run beside the
// server and web tests instead. With arguments, it is plain `vitest run <arguments>`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const args = process.argv.slice(2);

function run(name, vitestArgs, part) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', ...vitestArgs], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: part ? { ...process.env, ATRIUM_TESTS: part } : process.env,
    });
    // Each line says which run it came from: the two outputs interleave.
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(name ? `[${name}] ${line}\n` : `${line}\n`);
      });
      stream.on('end', () => rest && out.write(name ? `[${name}] ${rest}\n` : `${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (args.length > 0) {
  process.exitCode = await run('', args);
} else {
  // vitest.config.ts keeps the browser project out of one run and only it in the other.
  const codes = await Promise.all([run('unit', [], 'unit'), run('e2e', [], 'e2e')]);
  console.log(
    `npm test: unit and server ${codes[0] === 0 ? 'passed' : 'FAILED'}, browser ${codes[1] === 0 ? 'passed' : 'FAILED'}`,
  );
  process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
}
