import type { Capacity, RiskLevel } from './questionnaire-shape.ts';

// What each level means, in plain English: `summary` as the client reads it on their result page, `about` as the
// firm reads it of the person who answered (the adviser's Risk tab), never "you".
type Description = { name: string; summary: string; about: string };

export const riskLevelDescriptions: Readonly<Record<RiskLevel, Description>> = {
  1: {
    name: 'Very cautious',
    summary:
      'Keeping your money safe matters most to you. You would accept that it may grow by less than prices ' +
      'rise, in return for very small ups and downs. Money of this kind is usually held mostly in cash and ' +
      'the lowest-risk investments.',
    about:
      'Keeping their money safe matters most to them. They would accept that it may grow by less than prices rise, in return for very small ups and downs. Money of this kind is usually held mostly in cash and the lowest-risk investments.',
  },
  2: {
    name: 'Cautious',
    summary:
      'You want your money to be fairly safe and are willing to accept small falls for a little more growth ' +
      'than cash. Investments of this kind are mostly bonds and cash, with a small share in company shares.',
    about:
      'They want their money to be fairly safe and are willing to accept small falls for a little more growth than cash. Investments of this kind are mostly bonds and cash, with a small share in company shares.',
  },
  3: {
    name: 'Moderately cautious',
    summary:
      'You would like some growth but are still more concerned about losses than gains. You can accept modest ' +
      'falls from time to time. A typical mix holds more bonds and cash than company shares.',
    about:
      'They would like some growth but are still more concerned about losses than gains. They can accept modest falls from time to time. A typical mix holds more bonds and cash than company shares.',
  },
  4: {
    name: 'Balanced',
    summary:
      'You give equal weight to growth and to safety. You understand that your money will rise and fall, ' +
      'sometimes noticeably, in return for better growth over the long term. A typical mix holds company ' +
      'shares and bonds in roughly equal measure.',
    about:
      'They give equal weight to growth and to safety. They understand that their money will rise and fall, sometimes noticeably, in return for better growth over the long term. A typical mix holds company shares and bonds in roughly equal measure.',
  },
  5: {
    name: 'Moderately adventurous',
    summary:
      'Growth matters more to you than safety. You accept that your money could fall considerably in a bad ' +
      'year, and are prepared to wait for it to recover. A typical mix is mostly company shares, with some bonds.',
    about:
      'Growth matters more to them than safety. They accept that their money could fall considerably in a bad year, and are prepared to wait for it to recover. A typical mix is mostly company shares, with some bonds.',
  },
  6: {
    name: 'Adventurous',
    summary:
      'You are looking for high growth over the long term and are comfortable with large ups and downs along ' +
      'the way, including falls of a quarter or more. A typical mix is almost all company shares, in the UK ' +
      'and abroad.',
    about:
      'They are looking for high growth over the long term and are comfortable with large ups and downs along the way, including falls of a quarter or more. A typical mix is almost all company shares, in the UK and abroad.',
  },
  7: {
    name: 'Very adventurous',
    summary:
      'You aim for the highest growth and accept that your money could lose much of its value, possibly for ' +
      'several years. Investments of this kind are company shares, including smaller companies and emerging ' +
      'markets.',
    about:
      'They aim for the highest growth and accept that their money could lose much of its value, possibly for several years. Investments of this kind are company shares, including smaller companies and emerging markets.',
  },
};

export const capacityDescriptions: Readonly<Record<Capacity, Description>> = {
  low: {
    name: 'Low capacity for loss',
    summary:
      'A fall in the value of this money would affect your essential living costs or plans you cannot put ' +
      'off. Your adviser will take this into account, whatever your attitude to risk.',
    about:
      'A fall in the value of this money would affect their essential living costs or plans they cannot put off, whatever their attitude to risk.',
  },
  medium: {
    name: 'Medium capacity for loss',
    summary:
      'You could absorb some fall in value without changing your essential living costs, but a large or ' +
      'long-lasting loss would affect your plans.',
    about:
      'They could absorb some fall in value without changing their essential living costs, but a large or long-lasting loss would affect their plans.',
  },
  high: {
    name: 'High capacity for loss',
    summary:
      'A fall in the value of this money would not change your standard of living, and you are unlikely to ' +
      'need it for many years.',
    about:
      'A fall in the value of this money would not change their standard of living, and they are unlikely to need it for many years.',
  },
};
