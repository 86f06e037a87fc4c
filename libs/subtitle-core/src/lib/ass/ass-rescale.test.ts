import { describe, expect, it } from 'vitest';
import { frameScale, rescaleAssEvent, rescaleAssStyle, rescaleAssText } from './ass-rescale.js';

// From a 640x480 script into a 1920x1080 one: 3 times wider, 2.25 times taller.
const SCALE = { x: 3, y: 2.25 };

describe('frameScale', () => {
  it('is none between one frame and itself, else the ratio of each side', () => {
    expect(frameScale({ width: 1280, height: 720 }, { width: 1280, height: 720 })).toBeUndefined();
    expect(frameScale({ width: 640, height: 480 }, { width: 1920, height: 1080 })).toEqual(SCALE);
  });
});

describe('rescaleAssText', () => {
  it.each([
    ['a position', '{\\pos(100,200)}Hi', '{\\pos(300,450)}Hi'],
    ['a move, its times kept', '{\\move(10,20,30,40,0,500)}Hi', '{\\move(30,45,90,90,0,500)}Hi'],
    ['a move without times', '{\\move(10,20,30,40)}Hi', '{\\move(30,45,90,90)}Hi'],
    ['a rotation origin', '{\\org(1.5,2)}Hi', '{\\org(4.5,4.5)}Hi'],
    ['a rectangle clip', '{\\clip(0,0,320,240)}Hi', '{\\clip(0,0,960,540)}Hi'],
    ['an inverse rectangle clip', '{\\iclip(10,10,20,20)}Hi', '{\\iclip(30,22.5,60,45)}Hi'],
    ['a vector clip, left as it is', '{\\clip(1,m 0 0 l 10 10)}Hi', '{\\clip(1,m 0 0 l 10 10)}Hi'],
    ['a font size', '{\\fs20}Hi', '{\\fs45}Hi'],
    ['letter spacing, by the width', '{\\fsp2}Hi', '{\\fsp6}Hi'],
    ['font scales, left as they are', '{\\fscx120\\fscy80}Hi', '{\\fscx120\\fscy80}Hi'],
    ['borders and shadows', '{\\bord2\\xbord1\\yshad4}Hi', '{\\bord4.5\\xbord3\\yshad9}Hi'],
    ['spaces inside the parentheses', '{\\pos( 10 , 20 )}Hi', '{\\pos(30,45 )}Hi'],
    ['tags in several blocks', 'a{\\fs10}b{\\pos(1,1)}c', 'a{\\fs22.5}b{\\pos(3,2.25)}c'],
    ['an escaped brace is text', '\\{\\pos(1,1)}Hi', '\\{\\pos(1,1)}Hi'],
    ['text outside blocks untouched', 'pos(1,1) \\fs20', 'pos(1,1) \\fs20'],
    ['a block never closed', '{\\pos(1,1)Hi', '{\\pos(1,1)Hi'],
    ['a comment block', '{note 10}Hi', '{note 10}Hi'],
  ])('scales %s', (_name, raw, expected) => {
    expect(rescaleAssText(raw, SCALE)).toBe(expected);
  });
});

describe('rescaleAssStyle', () => {
  it('scales sizes by the height and side margins by the width, whole margins', () => {
    const style = {
      name: 'Default',
      fields: {
        Fontname: 'Arial',
        Fontsize: '20',
        Outline: '1.5',
        Shadow: '0',
        Spacing: '1',
        MarginL: '10',
        MarginR: '11',
        MarginV: '15',
        Alignment: '2',
        Bold: '-1',
      },
    };
    expect(rescaleAssStyle(style, SCALE)).toEqual({
      name: 'Default',
      fields: {
        Fontname: 'Arial',
        Fontsize: '45',
        Outline: '3.38',
        Shadow: '0',
        Spacing: '3',
        MarginL: '30',
        MarginR: '33',
        MarginV: '34',
        Alignment: '2',
        Bold: '-1',
      },
    });
  });
});

describe('rescaleAssEvent', () => {
  it('scales its margins and its Text field', () => {
    const event = {
      kind: 'ass',
      type: 'Dialogue',
      layer: 0,
      marginL: 5,
      marginR: 0,
      marginV: 10,
      effect: '',
      raw: '{\\pos(10,10)}Hi',
    } as const;
    expect(rescaleAssEvent(event, SCALE)).toEqual({
      ...event,
      marginL: 15,
      marginV: 23,
      raw: '{\\pos(30,22.5)}Hi',
    });
  });
});
