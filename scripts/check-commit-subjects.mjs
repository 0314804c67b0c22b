// Fails when a commit subject since the rule began (a2d6afa) is longer than 72 characters: a subject
// is what `git log --oneline`, a review and a changelog show, and a longer one is cut off there. The
// reason for a change belongs in the body. Earlier commits are left as they are: history is not
// rewritten. Outside a git checkout (an unpacked tarball) or in a clone that lacks a2d6afa (shallow,
// or another history) there is nothing to check, and the script says so and passes.
import { spawnSync } from 'node:child_process';

const ruleStart = 'a2d6afa';
const maxLength = 72;

function git(args) {
  return spawnSync('git', args, { encoding: 'utf8' });
}

if (git(['rev-parse', '--is-inside-work-tree']).stdout.trim() !== 'true') {
  console.log('commit subjects: not a git checkout, skipped');
  process.exit(0);
}
if (git(['merge-base', '--is-ancestor', ruleStart, 'HEAD']).status !== 0) {
  console.log(`commit subjects: ${ruleStart} is not in this history, skipped`);
  process.exit(0);
}

const log = git(['log', '--format=%h %s', `${ruleStart}..HEAD`]);
if (log.status !== 0) {
  process.stderr.write(log.stderr);
  process.exit(1);
}
const tooLong = log.stdout
  .split('\n')
  .filter(Boolean)
  .map((line) => ({ hash: line.slice(0, line.indexOf(' ')), subject: line.slice(line.indexOf(' ') + 1) }))
  .filter(({ subject }) => [...subject].length > maxLength);

if (tooLong.length > 0) {
  for (const { hash, subject } of tooLong) {
    console.error(`✖ ${hash}: subject of ${[...subject].length} characters (at most ${maxLength})`);
    console.error(`  ${subject}`);
  }
  console.error('Shorten the subject (git commit --amend, or git rebase -i) and put the why in the body.');
  process.exit(1);
}
console.log(`commit subjects: all within ${maxLength} characters since ${ruleStart}`);
