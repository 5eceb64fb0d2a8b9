/** English sections of the public pages other than home: fixed content, forms, people. */
import { fixedPagesText } from './fixedPages';
import { formsText } from './forms';
import { peopleText } from './people';

export const pageSections = { fixedPages: fixedPagesText, forms: formsText, people: peopleText };
