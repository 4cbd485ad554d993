#!/usr/bin/env node
/**
 * Runs npm scripts side by side and fails if any fails: `node scripts/run-together.mjs typecheck lint`.
 * The type check and the lint each use one core; on two cores together they take the time of the longer.
 * Each script's output is printed whole once it ends, so the two do not interleave.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('run-together: name the npm scripts to run');
  process.exit(2);
}

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n> ${script} (${code === 0 ? 'passed' : `failed, exit ${code}`}, ${seconds} s)\n${output}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
