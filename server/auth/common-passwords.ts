/**
 * Common passwords a person must not choose (issue 13 s.3). Only entries that would pass the rest
 * of the policy matter (8+ characters with letters and digits), so the list holds those: the
 * well-known leaked-password favourites, keyboard walks and the Chinese classics. A password is
 * compared lower-cased, as typed and with its symbols removed ('P@ssw0rd!' -> 'pssw0rd' is not a
 * hit, 'Passw0rd!' -> 'passw0rd' is).
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
password1 password12 password123 password1234 passw0rd p4ssw0rd p4ssword pa55word pa55w0rd
passw0rd1 password01 1password pass1234 pass12345 pass123456 p@ssw0rd p@ssword1 password2024
password2025 password2026 qwerty123 qwerty1234 qwerty12345 qwer1234 qwert12345 1qaz2wsx
1qaz2wsx3edc zaq12wsx zaq1xsw2 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6
qazwsx123 qazwsx1234 asdf1234 asdfgh123 zxcvbnm123 zxcv1234 1234qwer 123qwe123 qwe12345
qweasd123 qweasdzxc123 abc12345 abc123456 abc1234567 abcd1234 abcd12345 abcd123456 a1234567
a12345678 a123456789 a1b2c3d4 a1b2c3d4e5 aa123456 aa12345678 aaa12345 aaa123456 abc123abc
123456abc 123456aa 123456a 12345678a 123456789a 1234567890a 123abc123 1a2b3c4d 1234abcd
admin123 admin1234 admin12345 admin123456 admin888 admin666 admin2024 administrator1 root1234
root123456 test1234 test12345 test123456 user1234 user123456 guest123 demo1234 welcome1
welcome123 welcome2024 letmein1 letmein123 iloveyou1 iloveyou2 iloveyou123 monkey123 dragon123
football1 baseball1 superman1 batman123 sunshine1 princess1 charlie1 shadow123 master123
michael1 jordan23 computer1 internet1 trustno1 starwars1 whatever1 freedom1 hello123 hello1234
hello12345 changeme1 changeme123 secret123 default123 summer2024 winter2024 spring2024
woaini1314 woaini520 woaini123 woaini1234 5201314a a5201314 wo5201314 iloveu1314 1314520a
qq123456 qq1234567 qq12345678 wang1234 wang123456 li123456 zhang123 zhang123456 liu123456
chen123456 yang123456 huang123456 zhao123456 abc666666 abc888888 a11111111 a00000000 a88888888
a66666666 q1234567 q12345678 q123456789 z1234567 z12345678 w1234567 w12345678 x1234567
s1234567 aini1314 1314woaini 520woaini zxc123456 asd123456 qwe123456 qaz123456 wsx123456
admin@123 admin@123456 admin#123 root@123 test@123 abc@123456 a@123456 aa@123456
`
    .split(/\s+/)
    .filter(Boolean),
)
