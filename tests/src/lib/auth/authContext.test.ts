import { describe, expect, it } from 'vitest';
import { DEFAULT_REL, REL_AIFORM, REL_EMPLOYEE } from '../../../../machines/constants';
import { authContextForPath } from '../../../../src/lib/auth/authContext';

describe('authContextForPath', () => {
  it('sends the default rel aden and no rId on ordinary pages', () => {
    expect(authContextForPath('/')).toEqual({ rel: DEFAULT_REL, rId: null });
    expect(authContextForPath('/pricing', '?utm=x')).toEqual({ rel: 'aden', rId: null });
  });

  it('marks pages under /ai-form with aden-aiform', () => {
    expect(authContextForPath('/ai-form')).toEqual({ rel: REL_AIFORM, rId: null });
    expect(authContextForPath('/ai-form/demo')).toEqual({ rel: 'aden-aiform', rId: null });
  });

  it('marks /employee/{id} with aden-employee and that id as rId', () => {
    expect(authContextForPath('/employee/42')).toEqual({ rel: REL_EMPLOYEE, rId: '42' });
    expect(authContextForPath('/employee/jane%20doe', '?rId=other')).toEqual({
      rel: 'aden-employee',
      rId: 'jane doe',
    });
  });

  it('takes rId from the rId query parameter elsewhere', () => {
    expect(authContextForPath('/', '?rId=partner-7')).toEqual({ rel: 'aden', rId: 'partner-7' });
    expect(authContextForPath('/ai-form', '?rId=7')).toEqual({ rel: 'aden-aiform', rId: '7' });
    expect(authContextForPath('/', '?rId=')).toEqual({ rel: 'aden', rId: null });
  });

  it('does not treat /employee itself or deeper paths as an employee page', () => {
    expect(authContextForPath('/employee')).toEqual({ rel: 'aden', rId: null });
    expect(authContextForPath('/employees/3')).toEqual({ rel: 'aden', rId: null });
  });
});
