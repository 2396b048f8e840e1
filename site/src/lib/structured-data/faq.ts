// Questions and their answers (schema.org Question with an acceptedAnswer, the mainEntity of a FAQPage): the
// community FAQ's questions, and the partner policy's sections, each heading the question its text answers.
import type { Question } from 'schema-dts';

export type QuestionFacts = { question: string; answer: string };

export function questions(list: readonly QuestionFacts[]): Question[] {
  return list
    .filter((each) => each.question.trim() !== '' && each.answer.trim() !== '')
    .map((each) => ({ '@type': 'Question', name: each.question, acceptedAnswer: { '@type': 'Answer', text: each.answer } }));
}

/** A rich text's sections, each its second-level heading and what follows it up to the next (the partner policy's). */
export function headedSections(html: string): { heading: string; body: string }[] {
  return html
    .split(/<h2\b[^>]*>/i)
    .slice(1)
    .map((part) => {
      const end = part.search(/<\/h2>/i);
      return end < 0 ? { heading: '', body: part } : { heading: part.slice(0, end), body: part.slice(end + '</h2>'.length) };
    });
}
