import { describe, expect, it } from 'vitest';
import { drawnTileCount, gameArtPng, hslToRgb, warmGameArt } from './game-art.ts';

describe('game tile art', () => {
  it('is a 200×200 PNG', () => {
    const png = gameArtPng(145);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(200);
    expect(png.readUInt32BE(20)).toBe(200);
  });

  it('is the same for the same hue and differs between hues', () => {
    expect(gameArtPng(145).equals(gameArtPng(145 + 360))).toBe(true);
    expect(gameArtPng(145).equals(gameArtPng(146))).toBe(false);
  });

  it('draws every hue ahead of need, so a request finds its tile already drawn', async () => {
    const warming = warmGameArt();
    expect(drawnTileCount()).toBeLessThan(360);
    await warming.done;
    expect(drawnTileCount()).toBe(360);
    const tile = gameArtPng(42);
    expect(gameArtPng(42 + 360)).toBe(tile);
  });

  it('converts HSL as CSS does', () => {
    expect(hslToRgb(0, 1, 0.5)).toEqual([255, 0, 0]);
    expect(hslToRgb(120, 1, 0.25)).toEqual([0, 128, 0]);
    expect(hslToRgb(240, 0, 0.5)).toEqual([128, 128, 128]);
  });
});
