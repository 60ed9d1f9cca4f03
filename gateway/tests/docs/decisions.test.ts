// Every decision in docs/decisions/ says when it was taken and whether it still holds.
import { describe, expect, it } from 'vitest';
import { documentationFiles, readRepoFile } from './markdown.js';

const STATUS_LINE = /^Date: \d{4}-\d{2}-\d{2} · Status: (Proposed|Accepted|Deprecated|Superseded by \d{3})$/;

describe('the decisions (docs/decisions/)', () => {
  it('each give a date and a status under their title', () => {
    const decisions = documentationFiles().filter((file) => file.startsWith('docs/decisions/'));
    expect(decisions.length).toBeGreaterThan(10);
    const undated = decisions.filter((file) => {
      const [title, blank, status] = readRepoFile(file).split('\n');
      return !(title.startsWith('# ') && blank === '' && STATUS_LINE.test(status));
    });
    expect(undated).toEqual([]);
  });
});
