import { staffApi, type RequestOf, type StaffState } from '@dzzs/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, fetchData } from '../../../shared/http/index.ts';

// Every call of 员工管理 (docs/staff.md) and the react-query keys they cache under. Any change refreshes the list
// and the staff member it touched.

const KEY = ['staff'] as const;

function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: KEY });
}

export function useStaffList(state: StaffState) {
  return useQuery({
    queryKey: [...KEY, 'list', state],
    staleTime: 0,
    queryFn: ({ signal }) => fetchData(staffApi.list, { state }, { signal }),
  });
}

export function useStaffMember(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'member', id],
    enabled: id !== null,
    staleTime: 0,
    queryFn: ({ signal }) => fetchData(staffApi.info, { id: id ?? 0 }, { signal }),
  });
}

export function useAddStaff() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (form: RequestOf<typeof staffApi.add>) => callApi(staffApi.add, form),
    onSuccess: refresh,
  });
}

export function useEditStaff() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (form: RequestOf<typeof staffApi.edit>) => callApi(staffApi.edit, form),
    onSuccess: refresh,
  });
}

export function useSetStaffState() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (a: { id: number; state: StaffState }) => callApi(staffApi.setState, a),
    onSuccess: refresh,
  });
}

export function useSetGameRule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (rule: RequestOf<typeof staffApi.setGameRule>) => callApi(staffApi.setGameRule, rule),
    onSuccess: refresh,
  });
}
