import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { peek, sniffDocumentType } from './sniff.ts';

// The OLE compound file header that legacy Word and Excel files (and Windows installers) start with.
const compoundFile = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);

describe('sniffDocumentType', () => {
  it('takes a compound file as Word or Excel only under a .doc or .xls name', async () => {
    expect(await sniffDocumentType(compoundFile, 'Old letter.DOC')).toMatchObject({
      mime: 'application/msword',
    });
    expect(await sniffDocumentType(compoundFile, 'budget.xls')).toMatchObject({
      mime: 'application/vnd.ms-excel',
    });
    expect(await sniffDocumentType(compoundFile, 'setup.msi')).toBeNull();
    expect(await sniffDocumentType(compoundFile, 'letter.pdf')).toBeNull();
  });

  it('knows JPEG by its bytes, whatever the name', async () => {
    const jpeg = Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.alloc(64)]);
    expect(await sniffDocumentType(jpeg, 'photo.txt')).toEqual({
      mime: 'image/jpeg',
      extension: 'jpg',
      extensions: ['jpg', 'jpeg'],
    });
    expect(await sniffDocumentType(Buffer.from('just text'), 'notes.pdf')).toBeNull();
  });
});

describe('peek', () => {
  it('gives the first bytes and still the whole stream', async () => {
    const chunks = [Buffer.from('abc'), Buffer.from('defg'), Buffer.from('hij')];
    const { head, whole } = await peek(Readable.from(chunks), 5);
    expect(head.toString()).toBe('abcde');
    expect((await buffer(whole)).toString()).toBe('abcdefghij');
  });

  it('copes with a stream shorter than the peek', async () => {
    const { head, whole } = await peek(Readable.from([Buffer.from('ab')]), 5);
    expect(head.toString()).toBe('ab');
    expect((await buffer(whole)).toString()).toBe('ab');
  });
});
